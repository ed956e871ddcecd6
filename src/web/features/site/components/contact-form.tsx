import { CONTACT_SUBJECT_LABELS, INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { CONTACT_SUBJECTS, type ContactSubject, contactSchema } from '@domain/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { applyServerFieldErrors, fieldErrorMessages } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSendContact } from '../api';

const L = INSTITUTIONAL_COPY.contact;

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

/** The API names its fields like the form does. */
const FIELD_MAP = { name: 'name', email: 'email', subject: 'subject', message: 'message' } as const;

interface ContactFormProps {
  defaultSubject: ContactSubject;
  /** Called with the address the answer will go to, once the server took the message (202). */
  onSent: (email: string) => void;
}

/** /contato: name, e-mail, subject and message; a signed-in member finds her name and e-mail filled in. */
export function ContactForm({ defaultSubject, onSent }: ContactFormProps) {
  const { user } = useAuth();
  const send = useSendContact();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactSchema),
    criteriaMode: 'all',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      subject: defaultSubject,
      message: '',
    },
  });

  // The session may become known after the form appears: fill in only what is still empty.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.common.unexpected);
      if (error.status === 429) return setFormError(MSG.common.rateLimited);
      if (error.status === 400) {
        if (applyServerFieldErrors(error, setError, FIELD_MAP)) return;
        return setFormError(error.message);
      }
      return setFormError(MSG.common.unexpected);
    }
    onSent(values.email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>

      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={L.labels.name} error={fieldErrorMessages(errors.name)}>
          {(field) => <Input autoComplete="name" {...field} {...register('name')} />}
        </FormField>

        <FormField label={L.labels.email} hint={L.emailHint} error={fieldErrorMessages(errors.email)}>
          {(field) => <Input type="email" autoComplete="email" {...field} {...register('email')} />}
        </FormField>
      </div>

      <FormField label={L.labels.subject} error={fieldErrorMessages(errors.subject)}>
        {(field) => <Select options={SUBJECT_OPTIONS} {...field} {...register('subject')} />}
      </FormField>

      <FormField
        label={L.labels.message}
        hint={L.counter(message.length, CONTACT_MESSAGE_MAX_LENGTH)}
        error={fieldErrorMessages(errors.message)}
      >
        {(field) => <Textarea rows={7} {...field} {...register('message')} />}
      </FormField>

      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? L.sending : L.submit}
      </Button>
    </form>
  );
}
