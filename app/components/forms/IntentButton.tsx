import type { ButtonHTMLAttributes } from 'react';

/**
 * A submit button that names its form's intent: the pressed button posts `name=value`, so one
 * form can carry several actions (Buy Now / Add to Cart, remove), with or without JavaScript.
 */
export function IntentButton({
  name,
  value,
  ...props
}: { name: string; value: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'name' | 'value'>) {
  return <button type="submit" name={name} value={value} {...props} />;
}
