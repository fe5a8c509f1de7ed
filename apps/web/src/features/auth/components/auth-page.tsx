import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFormErrors } from '@/lib/form-validation';
import { useLogin } from '../api/login';
import { useSignup } from '../api/signup';
import { validateLogin, validateSignup } from '../validation';
import { LanguageSwitch } from '@/components/language-switch';
import { toast } from '@/lib/toast';

/** Each tab's id is also its label's key in the auth texts. */
const tabs = ['login', 'signup'] as const;

type Tab = (typeof tabs)[number];

export function AuthPage() {
  const { t } = useTranslation('auth');
  const [activeTab, setActiveTab] = useState<Tab>('login');
  // Shared by both tabs.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function selectTabByKeyboard(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = activeTab === 'login' ? 'signup' : 'login';
    setActiveTab(next);
    document.getElementById(`auth-tab-${next}`)?.focus();
  }

  const formProps = { email, password, onEmailChange: setEmail, onPasswordChange: setPassword };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-green-50 px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
        <LanguageSwitch className="mb-4 justify-end text-gray-700" />
        <h1 className="text-2xl font-semibold text-gray-900">{t('title')}</h1>
        <p className="mt-1 text-gray-600">{t('subtitle')}</p>

        <div role="tablist" aria-label={t('tabsLabel')} className="mt-6 grid grid-cols-2 rounded-md bg-gray-100 p-1" onKeyDown={selectTabByKeyboard}>
          {tabs.map((tab) => {
            const selected = tab === activeTab;
            return (
              <button
                key={tab}
                id={`auth-tab-${tab}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`auth-panel-${tab}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActiveTab(tab)}
                className={cn('rounded px-3 py-2 text-sm font-medium', selected ? 'bg-white text-green-800 shadow-sm' : 'text-gray-600')}
              >
                {t(tab)}
              </button>
            );
          })}
        </div>

        <div role="tabpanel" id={`auth-panel-${activeTab}`} aria-labelledby={`auth-tab-${activeTab}`} className="mt-6">
          {activeTab === 'login' ? <LoginForm {...formProps} /> : <SignupForm {...formProps} />}
        </div>
      </div>
    </main>
  );
}

type CredentialsFormProps = {
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
};

const leaveAuth = { replace: true };

/** Email and password, shared by both tabs; a field at fault shows its message under it. */
function CredentialFields({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  errorOf,
  passwordAutoComplete,
}: CredentialsFormProps & { errorOf: (field: string) => string | undefined; passwordAutoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field label={t('email')} type="email" autoComplete="email" value={email} error={errorOf('email')} onChange={(e) => onEmailChange(e.target.value)} />
      <Field
        label={t('password')}
        type="password"
        autoComplete={passwordAutoComplete}
        value={password}
        error={errorOf('password')}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
    </>
  );
}

function showError(error: unknown) {
  toast.error(failureMessage(error));
}

function LoginForm(credentials: CredentialsFormProps) {
  const { t } = useTranslation('auth');
  const { email, password } = credentials;
  const login = useLogin();
  const navigate = useNavigate();

  const { errorOf, show, succeeded } = useFormErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validationError = await validateLogin({ email, password });
    show(validationError);
    if (validationError) return;
    login.mutate(
      { email, password },
      {
        onSuccess: (user) => {
          succeeded();
          navigate(user.profileSetup ? '/dashboard' : '/profile', leaveAuth);
        },
        onError: showError,
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <CredentialFields {...credentials} errorOf={errorOf} passwordAutoComplete="current-password" />
      <Button type="submit" disabled={login.isPending}>
        {t('login')}
      </Button>
    </form>
  );
}

function SignupForm(credentials: CredentialsFormProps) {
  const { t } = useTranslation('auth');
  const { email, password } = credentials;
  const [confirmPassword, setConfirmPassword] = useState('');
  const signup = useSignup();
  const navigate = useNavigate();

  const { errorOf, show, succeeded } = useFormErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validationError = await validateSignup({ email, password, confirmPassword });
    show(validationError);
    if (validationError) return;
    signup.mutate(
      { email, password },
      {
        onSuccess: () => {
          succeeded();
          navigate('/profile', leaveAuth);
        },
        onError: showError,
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <CredentialFields {...credentials} errorOf={errorOf} passwordAutoComplete="new-password" />
      <Field
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errorOf('confirmPassword')}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <Button type="submit" disabled={signup.isPending}>
        {t('signup')}
      </Button>
    </form>
  );
}
