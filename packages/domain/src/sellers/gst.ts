// GSTIN rules (issue 20): the state codes of the GST system, the mod-36 check character, and which state a
// business's `state` field names. A GSTIN reads: 2-digit state code, the 10-character PAN, the entity number
// (1-9, A-Z), 'Z', and a check character computed over the first 14 characters.

/**
 * The GST state codes of the states and union territories, as the GST Council publishes them. A state named by
 * several codes accepts each (Andhra Pradesh kept 28 for registrations made before 2014; Daman and Diu's 25 was
 * merged into 26 in 2020). 97 (other territory) and 99 (centre jurisdiction) belong to no state.
 */
export const gstStates = [
  { name: 'Jammu and Kashmir', codes: ['01'], aliases: ['J and K', 'JK'] },
  { name: 'Himachal Pradesh', codes: ['02'], aliases: ['HP'] },
  { name: 'Punjab', codes: ['03'], aliases: [] },
  { name: 'Chandigarh', codes: ['04'], aliases: [] },
  { name: 'Uttarakhand', codes: ['05'], aliases: ['Uttaranchal'] },
  { name: 'Haryana', codes: ['06'], aliases: [] },
  {
    name: 'Delhi',
    codes: ['07'],
    aliases: ['New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  },
  { name: 'Rajasthan', codes: ['08'], aliases: [] },
  { name: 'Uttar Pradesh', codes: ['09'], aliases: ['UP'] },
  { name: 'Bihar', codes: ['10'], aliases: [] },
  { name: 'Sikkim', codes: ['11'], aliases: [] },
  { name: 'Arunachal Pradesh', codes: ['12'], aliases: [] },
  { name: 'Nagaland', codes: ['13'], aliases: [] },
  { name: 'Manipur', codes: ['14'], aliases: [] },
  { name: 'Mizoram', codes: ['15'], aliases: [] },
  { name: 'Tripura', codes: ['16'], aliases: [] },
  { name: 'Meghalaya', codes: ['17'], aliases: [] },
  { name: 'Assam', codes: ['18'], aliases: [] },
  { name: 'West Bengal', codes: ['19'], aliases: ['WB'] },
  { name: 'Jharkhand', codes: ['20'], aliases: [] },
  { name: 'Odisha', codes: ['21'], aliases: ['Orissa'] },
  { name: 'Chhattisgarh', codes: ['22'], aliases: ['Chattisgarh'] },
  { name: 'Madhya Pradesh', codes: ['23'], aliases: ['MP'] },
  { name: 'Gujarat', codes: ['24'], aliases: [] },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    codes: ['26', '25'],
    aliases: ['Daman and Diu', 'Dadra and Nagar Haveli'],
  },
  { name: 'Maharashtra', codes: ['27'], aliases: [] },
  { name: 'Andhra Pradesh', codes: ['37', '28'], aliases: ['AP'] },
  { name: 'Karnataka', codes: ['29'], aliases: [] },
  { name: 'Goa', codes: ['30'], aliases: [] },
  { name: 'Lakshadweep', codes: ['31'], aliases: [] },
  { name: 'Kerala', codes: ['32'], aliases: [] },
  { name: 'Tamil Nadu', codes: ['33'], aliases: ['TN'] },
  { name: 'Puducherry', codes: ['34'], aliases: ['Pondicherry'] },
  { name: 'Andaman and Nicobar Islands', codes: ['35'], aliases: ['Andaman and Nicobar'] },
  { name: 'Telangana', codes: ['36'], aliases: [] },
  { name: 'Ladakh', codes: ['38'], aliases: [] },
] as const satisfies readonly { name: string; codes: readonly string[]; aliases: readonly string[] }[];

export type GstState = (typeof gstStates)[number];

/** 'Tamil  Nadu', 'tamil nadu', 'Jammu & Kashmir' and 'Jammu and Kashmir' read alike. */
const stateKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const statesByKey = new Map<string, GstState>(
  gstStates.flatMap((state) =>
    [state.name, ...state.aliases].map((name) => [stateKey(name), state] as const),
  ),
);

/** The state or union territory a `state` field names (any case, '&' for 'and', common older names), if any. */
export function findGstState(text: string): GstState | undefined {
  return statesByKey.get(stateKey(text));
}

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters (upper case), by the published mod-36 scheme:
 * each character's value (0-9, A=10 … Z=35) times 1 or 2 alternately, the quotient and remainder of each
 * product by 36 summed, and the character whose value brings the sum to a multiple of 36. Undefined when a
 * character is outside 0-9 and A-Z.
 */
export function gstCheckCharacter(first14: string): string | undefined {
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const value = CHARACTERS.indexOf(first14.charAt(index));
    if (value < 0) return undefined;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Whether a GSTIN's 15th character is the check character of its first 14. */
export function hasValidGstCheckCharacter(gstin: string): boolean {
  return gstin.length === 15 && gstCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** The PAN embedded in a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12);

/** The state code a GSTIN starts with. */
export const stateCodeOfGstin = (gstin: string): string => gstin.slice(0, 2);
