/** The parts of a postal address as the API sends them (a saved profile address may lack some). */
export interface PostalAddressParts {
  /** issue 21: the recipient, when known */
  fullName?: string;
  phoneNumber?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  pinCode?: string;
  country?: string;
}

/** An address as a parcel label prints it: the street lines, "City, State PIN", the country; blank parts left out. */
export function postalAddressLines(address: PostalAddressParts): string[] {
  const part = (value: string | undefined) => value?.trim() ?? '';
  const region = [part(address.state), part(address.pinCode)].filter(Boolean).join(' ');
  return [
    part(address.fullName),
    part(address.addressLine1),
    part(address.addressLine2),
    [part(address.city), region].filter(Boolean).join(', '),
    part(address.country),
    part(address.phoneNumber),
  ].filter(Boolean);
}

/** An address, line by line, as the shopper typed it (issue 21: no re-casing, "Flat 12B" stays "Flat 12B"). */
export function PostalAddress({ address, className }: { address: PostalAddressParts; className?: string }) {
  return (
    <address className={`not-italic ${className ?? ''}`}>
      {postalAddressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
