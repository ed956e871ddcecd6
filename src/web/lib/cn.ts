type ClassValue = string | false | null | undefined | 0;

/** Joins the truthy class names, so conditional classes read as `cn('a', isOn && 'b')`. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
