import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToasterHost } from './toaster-host';

describe('toasts loaded on demand', () => {
  it('mounts the toaster at the first toast and shows it, and the ones after it', async () => {
    render(<ToasterHost />);
    toast.success('Perfil atualizado.');
    expect(await screen.findByText('Perfil atualizado.')).toBeInTheDocument();
    toast.error('Erro ao salvar.');
    expect(await screen.findByText('Erro ao salvar.')).toBeInTheDocument();
    toast.dismiss();
  });
});
