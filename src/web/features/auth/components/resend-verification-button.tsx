import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button, type ButtonProps } from '@web/ui/button';
import { useResendVerification } from '../api';

interface ResendVerificationButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth' | 'className'> {
  email: string;
}

/** Sends the confirmation e-mail again; the outcome arrives as a toast. */
export function ResendVerificationButton({
  email,
  variant = 'outline',
  ...props
}: ResendVerificationButtonProps) {
  const resend = useResendVerification();

  const onClick = () =>
    resend.mutate(email, {
      onSuccess: () => toast.success(MSG.auth.verificationResent),
      onError: (error) => toast.error(isApiError(error) ? error.message : MSG.common.unexpected),
    });

  return (
    <Button variant={variant} disabled={resend.isPending} onClick={onClick} {...props}>
      {resend.isPending ? AUTH_COPY.sending : MSG.auth.resendVerification}
    </Button>
  );
}
