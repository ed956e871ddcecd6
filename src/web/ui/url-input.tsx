import type { ComponentPropsWithRef } from 'react';
import { Input } from './input';

/** A web address field: the phone's URL keyboard, no auto-correction, 'https://' as the example. */
export function UrlInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <Input
      type="url"
      inputMode="url"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={500}
      placeholder="https://"
      {...props}
    />
  );
}
