import { PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@domain/auth';
import { TextField } from './FormField';

/**
 * What is wrong with a new team password before it is sent, or undefined (the server holds the
 * same lengths, and rates the password with zxcvbn too). `confirm` must repeat it.
 */
export function newPasswordErrors(password: string, confirm: string, requiredMessage: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!password) errors.password = requiredMessage;
  else if (password.length < STAFF_PASSWORD_MIN) errors.password = `Password must be at least ${STAFF_PASSWORD_MIN} characters`;
  else if (password.length > PASSWORD_MAX) errors.password = `Must be at most ${PASSWORD_MAX} characters`;
  if (confirm !== password) errors.confirm = 'The passwords do not match';
  return errors;
}

/** A new password (field `name`) and its repetition (`confirm`): the set-password page and the account's change form. */
export function NewPasswordFields({ name, confirmLabel }: { name: string; confirmLabel: string }) {
  return (
    <>
      <TextField
        name={name}
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText={`At least ${STAFF_PASSWORD_MIN} characters, and not easy to guess: a few uncommon words work well.`}
        required
      />
      <TextField name="confirm" label={confirmLabel} type="password" autoComplete="new-password" required />
    </>
  );
}
