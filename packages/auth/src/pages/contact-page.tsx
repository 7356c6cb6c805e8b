import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormTextArea, FormTextField } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useSendContactMessageMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { contactFormSchema, type ContactFormValues } from '../forms/account-form-schemas';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { selectUser } from '../state/auth-slice';

/** /contact: any visitor sends the team a message (spec section 1); the reply comes by email. */
export function ContactPage(): ReactElement {
  const user = useSelector(selectUser);
  const [sendMessage] = useSendContactMessageMutation();
  const [sent, setSent] = useState<{ email: string; confirmation: string } | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    // A signed-in person is answered at the address they sign in with, unless they change it.
    defaultValues: { email: user?.email ?? '', message: '' },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not send your message. Please try again.',
    submit: async (values) => {
      const answer = await sendMessage(values).unwrap();
      setSent({ email: values.email, confirmation: answer.detail });
      form.reset({ email: values.email, message: '' });
    },
  });

  if (sent) {
    return (
      <AuthCard title="Message sent">
        <div role="status">
          <p>{sent.confirmation}</p>
          <p>
            We will answer at <strong>{sent.email}</strong>.
          </p>
        </div>
        <Button variant="secondary" onPress={() => setSent(null)}>
          Send another message
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Contact us"
      description="Questions about ordering, selling on the marketplace or your account? Write to us and we will reply by email."
    >
      <Form onSubmit={onSubmit} aria-label="Contact us">
        <ServerError errors={form.formState.errors} title="We could not send your message" />
        <FormTextField control={form.control} name="email" label="Your email" type="email" autoComplete="email" isRequired />
        <FormTextArea control={form.control} name="message" label="Message" rows={6} isRequired />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending your message" fullWidth>
          Send message
        </Button>
      </Form>
    </AuthCard>
  );
}

export { ContactPage as Component };
