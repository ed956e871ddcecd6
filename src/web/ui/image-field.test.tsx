import { MSG } from '@domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageField } from './image-field';

/** A form holding the chosen file, as a page form does. */
function Pending() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageField
      title="Logo"
      chooseLabel="Escolher logo"
      changeLabel="Trocar logo"
      removeLabel="Remover logo"
      hint="200×200 px."
      pendingHint={(name) => `${name} será enviado ao salvar.`}
      maxBytes={1024}
      file={file}
      onChange={setFile}
      inputTestId="logo-input"
    />
  );
}

describe('ImageField', () => {
  it('says why a file is refused, keeps none, and forgets the reason once a good one is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Pending />);
    const input = screen.getByTestId('logo-input');

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.images.onlyImages);
    await user.upload(input, new File(['x'.repeat(2048)], 'grande.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.images.tooLarge(0));
    expect(screen.getByRole('button', { name: 'Escolher logo' })).toBeVisible();

    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByText('logo.png será enviado ao salvar.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeVisible();
  });

  it('drops the chosen file with its remove button', async () => {
    const user = userEvent.setup();
    render(<Pending />);
    await user.upload(screen.getByTestId('logo-input'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Remover logo' }));
    expect(screen.getByRole('button', { name: 'Escolher logo' })).toBeVisible();
    expect(screen.getByText('200×200 px.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remover logo' })).not.toBeInTheDocument();
  });
});
