import { credentialsSchema } from '@domain/auth';
import { formValidator } from '../../shared/lib/formValidator';

export interface LoginValues {
  email?: string;
  password?: string;
}

/** The login form checks what the server checks: the shared credentials rule and its messages. */
export const validateLogin = formValidator<LoginValues>(credentialsSchema);
