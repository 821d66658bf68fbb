import { variantMessages, type ProductVariant, type VariantOptionName } from '@bazaar/domain';
import { isSoldOut, pickerOptions, type VariantChoice } from '../utils/variant-choice';

const t = variantMessages;

/**
 * issue 20: one row of values per option the product's variants name (size, colour, storage). A value sold out
 * with the other options chosen is struck through and cannot be chosen (as Flipkart and Amazon.in show it); the
 * chosen value, pressed again, is no longer chosen, so a shopper can always step back.
 */
export function VariantPicker({
  variants,
  choice,
  onToggle,
}: {
  variants: readonly ProductVariant[];
  choice: VariantChoice;
  onToggle: (name: VariantOptionName, value: string) => void;
}) {
  return (
    <div className="space-y-4">
      {pickerOptions(variants).map(({ name, values }) => {
        const label = t.labels[name];
        const chosen = choice[name];
        return (
          <fieldset key={name} className="space-y-2">
            <legend className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
              {chosen === undefined ? label : t.chosen(label, chosen)}
            </legend>
            <div className="flex flex-wrap gap-2">
              {values.map((value) => {
                const pressed = chosen?.toLowerCase() === value.toLowerCase();
                const soldOut = isSoldOut(variants, choice, name, value);
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={pressed}
                    aria-label={soldOut ? t.soldOutValue(value) : undefined}
                    // a chosen value stays pressable even when sold out (a shared link may open on one)
                    disabled={soldOut && !pressed}
                    onClick={() => onToggle(name, value)}
                    className={`min-h-11 min-w-11 rounded-lg border-2 px-3 text-sm font-semibold transition-colors ${
                      pressed
                        ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-300 dark:bg-brand-900/40 dark:text-brand-100'
                        : 'border-zinc-300 bg-white text-zinc-900 hover:border-brand-500 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100'
                    } ${
                      soldOut
                        ? // struck through twice: the value's text, and a diagonal line across its box
                          'border-dashed bg-[linear-gradient(to_top_right,transparent_calc(50%-1px),var(--color-zinc-400)_calc(50%-1px),var(--color-zinc-400)_calc(50%+1px),transparent_calc(50%+1px))] text-zinc-500 line-through decoration-2 disabled:cursor-not-allowed disabled:hover:border-zinc-300 dark:bg-[linear-gradient(to_top_right,transparent_calc(50%-1px),var(--color-zinc-500)_calc(50%-1px),var(--color-zinc-500)_calc(50%+1px),transparent_calc(50%+1px))] dark:text-zinc-400 dark:disabled:hover:border-zinc-600'
                        : ''
                    }`}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
