import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Container, Field, Heading, HStack, Input, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuMail, LuSend } from 'react-icons/lu';
import { SendContactMessageDocument } from '../../gql/graphql';
import { useHydrated } from '../../shared/lib/useHydrated';
import { usePageMeta } from '../../shared/seo';
import { useSiteAssets } from '../../shared/site/useSite';
import { PageHeader } from '../../shared/ui/PageHeader';
import { showToast } from '../../shared/ui/lazyToaster';
import type { ContactValues } from './validation';
import { useT } from '../../shared/i18n';

type Validate = typeof import('./validation').validateContact;

/**
 * The shared rules (zod and the domain's contact schema, ~24 KB) load after the page, not with it:
 * a field's message can only show once the visitor has typed and left it, by which time they are
 * here; a send waits for them if it comes first.
 */
const loadValidation = (): Promise<Validate> => import('./validation').then((m) => m.validateContact);

type FieldName = keyof ContactValues;

const FIELDS: { name: FieldName; label: string; type?: string; multiline?: boolean; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
const NONE_TOUCHED: Partial<Record<FieldName, boolean>> = {};
const ALL_TOUCHED: Partial<Record<FieldName, boolean>> = Object.fromEntries(FIELDS.map((f) => [f.name, true]));

/**
 * The public contact form. Plain React state rather than react-final-form: a form library is
 * back-office code that the public pages do not carry (issue 11). The behaviour is the admin
 * forms': a field's message shows once it was left or a send was tried, and a send with errors
 * sends nothing.
 */
export function ContactForm() {
  const t = useT();
  const [send] = useMutation(SendContactMessageDocument);
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(NONE_TOUCHED);
  const [submitting, setSubmitting] = useState(false);
  // Until the page's scripts have taken over, a tap on Send would submit the HTML form itself.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // The app starts when the visitor touches the page (app/pageStart.ts), so on a slow phone they
  // may type before it has hydrated the form: React keeps that text on screen but not in state.
  useEffect(() => {
    const typed = form.current ? typedValues(form.current) : EMPTY;
    if (FIELDS.some((f) => typed[f.name] !== '')) setValues(typed);
  }, []);
  const [validate, setValidate] = useState<Validate | null>(null);
  useEffect(() => {
    void loadValidation().then((v) => setValidate(() => v));
  }, []);
  const errors = validate ? validate(values) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    if (submitting) return;
    const check = validate ?? (await loadValidation());
    if (Object.keys(check(values)).length > 0) return;
    setSubmitting(true);
    try {
      const input = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      };
      const { data } = await send({ variables: { input } });
      showToast({
        title: t('Message sent!'),
        description: t(data?.sendContactMessage.message || 'Message sent successfully'),
        type: 'success',
      });
      setValues(EMPTY);
      setTouched(NONE_TOUCHED);
    } catch {
      showToast({ title: t('Error'), description: t('Failed to send message. Please try again.'), type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={t('Contact form')} data-testid="contact-form">
      <Stack gap="5">
        {FIELDS.map((f) => {
          const error = touched[f.name] ? errors[f.name] : undefined;
          const input = {
            name: f.name,
            value: values[f.name],
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
            onBlur: () => setTouched((t) => ({ ...t, [f.name]: true })),
          };
          return (
            <Field.Root key={f.name} invalid={Boolean(error)} required>
              <Field.Label>
                {t(f.label)} <Field.RequiredIndicator />
              </Field.Label>
              {f.multiline ? (
                <Textarea {...input} rows={6} bg="bg" borderColor="border" autoresize={false} />
              ) : (
                <Input {...input} type={f.type ?? 'text'} autoComplete={f.autoComplete} bg="bg" borderColor="border" />
              )}
              <Field.ErrorText>{error && t(error)}</Field.ErrorText>
            </Field.Root>
          );
        })}
        <Box>
          <Button type="submit" colorPalette="blood" size="lg" disabled={!hydrated} loading={submitting} loadingText={t('Sending...')} fontFamily="display" fontWeight="bold" letterSpacing="wider" textTransform="uppercase">
            <LuSend aria-hidden /> {t('Send Message')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** What the form's fields hold in the page (typed before the app took the form over, or since). */
function typedValues(form: HTMLFormElement): ContactValues {
  const values = { ...EMPTY };
  for (const { name } of FIELDS) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) values[name] = field.value;
  }
  return values;
}

export function ContactPage() {
  usePageMeta('contact');
  const t = useT();
  const { assets } = useSiteAssets();
  const emails = assets?.contactEmails ?? [];
  return (
    <>
      <PageHeader title={t('Contact')} subtitle={t('Booking, press, partnerships or a question about the festival: we read everything.')} />
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '10', md: '12' }}>
          <Stack gridColumn={{ md: 'span 2' }} gap="5">
            <Heading as="h2" fontFamily="display" fontWeight="bold" fontSize="3xl" textTransform="uppercase" letterSpacing="wide">
              {t('Get in touch')}
            </Heading>
            {emails.length === 0 ? (
              <Text color="fg.muted">{t('Use the form and we will get back to you.')}</Text>
            ) : (
              <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
                {emails.map((e) => (
                  <Box as="li" key={`${e.purpose}-${e.email}`}>
                    <Card.Root bg="bg.panel" borderColor="border" borderLeftWidth="4px" borderLeftColor="blood.solid">
                      <Card.Body py="4" gap="1">
                        <Text fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="semibold">
                          {e.purpose}
                        </Text>
                        <HStack gap="2">
                          <Box color="blood.fg">
                            <LuMail aria-hidden />
                          </Box>
                          <Link href={`mailto:${e.email}`} fontWeight="semibold" wordBreak="break-all">
                            {e.email}
                          </Link>
                        </HStack>
                      </Card.Body>
                    </Card.Root>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
          <Card.Root gridColumn={{ md: 'span 3' }} bg="bg.panel" borderColor="border">
            <Card.Body>
              <Heading as="h2" fontFamily="display" fontWeight="bold" fontSize="3xl" textTransform="uppercase" letterSpacing="wide" mb="6">
                {t('Send us a message')}
              </Heading>
              <ContactForm />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Container>
    </>
  );
}
