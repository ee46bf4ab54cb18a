import type en from '@/messages/en.json';
import { AdminField } from '../admin-field';
import { inputClass } from '../styles';

type Text = (typeof en)['AdminStaff'];
type Props = { step: 'form' | 'request'; mode: 'invitation' | 'reset'; text: Text };

/** The fields of a link page: the email to send a reset to, or (a name and) a new password twice. */
export function PasswordFields({ step, mode, text }: Props) {
  if (step === 'request') {
    return (
      <AdminField id="reset-email" label={text.email}>
        {(a11y) => (
          <input name="email" type="email" required autoComplete="email" dir="ltr" className={inputClass} {...a11y} />
        )}
      </AdminField>
    );
  }
  return (
    <>
      {mode === 'invitation' && (
        <AdminField id="accept-name" label={text.accept.displayName} hint={text.accept.nameRule}>
          {(a11y) => (
            <input
              name="displayName"
              required
              minLength={2}
              maxLength={80}
              autoComplete="name"
              className={inputClass}
              {...a11y}
            />
          )}
        </AdminField>
      )}
      {(['password', 'repeatPassword'] as const).map((name) => (
        <AdminField
          key={name}
          id={`staff-${name}`}
          label={text.accept[name]}
          hint={name === 'password' ? text.accept.passwordRule : undefined}
        >
          {(a11y) => (
            <input
              name={name}
              type="password"
              required
              minLength={12}
              maxLength={200}
              autoComplete="new-password"
              dir="ltr"
              className={inputClass}
              {...a11y}
            />
          )}
        </AdminField>
      ))}
    </>
  );
}
