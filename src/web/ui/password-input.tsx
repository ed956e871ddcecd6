import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useState } from 'react';
import { inputClasses } from './input';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * Password field with a show/hide toggle. The toggle keeps one name ('Mostrar senha') and reports
 * its state with aria-pressed, as the WAI-ARIA toggle-button pattern requires: a name that flips
 * to 'Ocultar senha' while also "pressed" would be read as two contradicting states. The eye icon
 * shows the state to sighted users.
 */
export function PasswordInput({ className, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        // Spell-checkers and autocorrect would otherwise see (and may send away) the password.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn(inputClasses, 'pr-12', className)}
        {...props}
      />
      <button
        type="button"
        aria-label={MSG.auth.showPassword}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-control text-ink-muted hover:text-primary-700 disabled:opacity-50"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
