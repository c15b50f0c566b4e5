/** Login rules, with their exact messages. */
export interface LoginValues {
  email?: string;
  password?: string;
}

export const PASSWORD_MIN_LENGTH = 6;
const EMAIL_PATTERN = /^\S+@\S+$/;

export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const email = values.email ?? '';
  const password = values.password ?? '';
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Invalid email address';
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return errors;
}
