import { Mail } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/api/get-public-config';
import { useSendContactQuery } from '../api/send-contact-query';
import { LandingSection, SectionTitle } from './landing-section';
import { SECTION_IDS } from './section-ids';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
const inputClass =
  'mt-1 block w-full rounded-lg border border-green-900/30 bg-white px-3 py-2 text-green-950 shadow-sm placeholder:text-gray-500 focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700';
const labelClass = 'block text-sm font-semibold text-green-900';

type ContactInputProps = ComponentProps<'input'> & { label: string; wide?: boolean };

function ContactInput({ label, id, wide, ...inputProps }: ContactInputProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="text" required className={inputClass} {...inputProps} />
    </div>
  );
}

const emptyForm = { fname: '', lname: '', email: '', message: '' };
type ContactFormValues = typeof emptyForm;

function ContactForm() {
  const { t } = useTranslation('landing');
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ContactFormValues>(emptyForm);
  const sendQuery = useSendContactQuery();

  const update = (field: keyof ContactFormValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendQuery.isPending) return;

    if (Object.values(values).some((value) => value.trim() === '')) {
      window.alert(t('contact.required'));
      return;
    }
    // The form is noValidate so that the alert above always comes first; the
    // browser's own e-mail format check is still applied here.
    const emailInput = emailRef.current;
    if (emailInput && !emailInput.checkValidity()) {
      emailInput.reportValidity();
      return;
    }

    // Sent as typed; the server trims and validates again.
    sendQuery.mutate(
      { fname: values.fname, lname: values.lname, email: values.email, message: values.message },
      {
        onSuccess: (result) => {
          if (result.status === 201) {
            setValues(emptyForm);
            window.alert(t('contact.success'));
          }
        },
        onError: (error) => {
          console.error('Submitting the contact query failed:', error);
          window.alert(t('contact.failure'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('contact.formLabel')}
      aria-busy={sendQuery.isPending}
      className="rounded-2xl border border-green-900/10 bg-white p-6 shadow-md sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInput
          id={`${id}-fname`}
          label={t('contact.firstName')}
          name="fname"
          autoComplete="given-name"
          value={values.fname}
          onChange={update('fname')}
        />
        <ContactInput
          id={`${id}-lname`}
          label={t('contact.lastName')}
          name="lname"
          autoComplete="family-name"
          value={values.lname}
          onChange={update('lname')}
        />
        <ContactInput
          ref={emailRef}
          id={`${id}-email`}
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          wide
        />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className={labelClass}>
            {t('contact.message')}
          </label>
          <textarea id={`${id}-message`} name="message" rows={5} required value={values.message} onChange={update('message')} className={inputClass} />
        </div>
      </div>
      <button
        type="submit"
        disabled={sendQuery.isPending}
        className={`mt-6 w-full rounded-lg bg-green-700 px-6 py-3 font-semibold text-white shadow transition-colors hover:bg-green-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto ${focusRing}`}
      >
        {t('contact.submit')}
      </button>
    </form>
  );
}

export function ContactSection() {
  const { t } = useTranslation('landing');
  const config = usePublicConfig();
  const contactEmail = config.data?.contactEmail;

  return (
    <LandingSection id={SECTION_IDS.contact} titleId="landing-contact-title">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-[2fr_3fr]">
        <div>
          <SectionTitle id="landing-contact-title">{t('contact.title')}</SectionTitle>
          <p className="mt-4 text-lg leading-relaxed text-green-950/85">{t('contact.intro')}</p>
          {contactEmail ? (
            <p className="mt-6 flex flex-wrap items-center gap-2 text-green-950/85">
              <Mail aria-hidden="true" className="size-5 text-green-800" />
              <span>{t('contact.writeToUs')}</span>
              <a
                href={`mailto:${contactEmail}`}
                className={`inline-flex min-h-11 items-center break-all rounded font-semibold text-green-800 underline underline-offset-2 hover:text-green-950 ${focusRing}`}
              >
                {contactEmail}
              </a>
            </p>
          ) : null}
        </div>
        <ContactForm />
      </div>
    </LandingSection>
  );
}
