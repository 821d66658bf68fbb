import {
  BookOpen,
  CookingPot,
  Dumbbell,
  Gem,
  LayoutGrid,
  type LucideIcon,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Sparkles,
  ToyBrick,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  electronics: Smartphone,
  clothing: Shirt,
  'home & kitchen': CookingPot,
  books: BookOpen,
  grocery: ShoppingBasket,
  toys: ToyBrick,
  sports: Dumbbell,
  'health & beauty': Sparkles,
  fashion: Gem,
};

const tints: Record<string, string> = {
  electronics: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  clothing: 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  'home & kitchen': 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  books: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  grocery: 'bg-lime-100 text-lime-800 dark:bg-lime-500/15 dark:text-lime-300',
  toys: 'bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-300',
  sports: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  'health & beauty': 'bg-pink-100 text-pink-700 dark:bg-pink-500/15 dark:text-pink-300',
  fashion: 'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-500/15 dark:text-fuchsia-300',
};

const fallbackTint = 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';

/** Background and text colour classes for a category's tile. */
export function categoryTint(category: string | undefined): string {
  return (category && tints[category]) || fallbackTint;
}

/** A decorative icon for a category (hidden from assistive technology). */
export function CategoryIcon({ category, className }: { category: string | undefined; className?: string }) {
  const Icon = (category && icons[category]) || LayoutGrid;
  return <Icon aria-hidden="true" className={className} />;
}
