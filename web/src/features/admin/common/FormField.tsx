import { Field as ChakraField, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { Field, useFormState, type FieldRenderProps } from 'react-final-form';

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
}

type FieldInput = FieldRenderProps<string>['input'];

/**
 * Inside it a field is not required, whatever it says: a text edited in Romanian may stay empty
 * ("not translated yet": visitors read the English), so it is neither marked nor announced required.
 */
export const UntranslatedAllowed = createContext(false);

/** A react-final-form field inside a Chakra Field: label (with the required mark), helper text and error. */
function FieldShell({
  name,
  label,
  required: requiredInEnglish,
  helperText,
  disabled,
  control,
}: Omit<BaseProps, 'placeholder'> & { disabled?: boolean; control: (input: FieldInput) => ReactNode }) {
  const untranslatedAllowed = useContext(UntranslatedAllowed);
  const required = requiredInEnglish && !untranslatedAllowed;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <ChakraField.Root invalid={!!((meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError))} required={required} disabled={disabled}>
          <ChakraField.Label>
            {label}
            {required && <ChakraField.RequiredIndicator />}
          </ChakraField.Label>
          {control(input)}
          {helperText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
          <ChakraField.ErrorText>{meta.error ?? meta.submitError}</ChakraField.ErrorText>
        </ChakraField.Root>
      )}
    </Field>
  );
}

/** A react-final-form text input inside a Chakra Field (label, error, helper). */
export function TextField({ name, label, required, helperText, placeholder, type = 'text', ...rest }: BaseProps & { type?: string } & Omit<InputProps, 'name'>) {
  const control = (input: FieldInput) => <Input {...rest} {...input} value={input.value ?? ''} type={type} placeholder={placeholder} />;
  return <FieldShell name={name} label={label} required={required} helperText={helperText} control={control} />;
}

export function TextAreaField({ name, label, required, helperText, placeholder, rows = 3 }: BaseProps & { rows?: number }) {
  const control = (input: FieldInput) => <Textarea {...input} value={input.value ?? ''} rows={rows} placeholder={placeholder} />;
  return <FieldShell name={name} label={label} required={required} helperText={helperText} control={control} />;
}

export type SelectOption = string | { value: string; label: string };

/** A native select; `emptyOption` is a first choice whose value is '' (e.g. "No stage"). */
export function SelectField({
  name,
  label,
  options,
  required,
  emptyOption,
  helperText,
  disabled,
}: BaseProps & { options: readonly SelectOption[]; emptyOption?: string; disabled?: boolean }) {
  const control = (input: FieldInput) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...input}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return <FieldShell name={name} label={label} required={required} helperText={helperText} disabled={disabled} control={control} />;
}

/**
 * Server field errors (BAD_USER_INPUT details) keyed for a form: nested keys keep their last part
 * ('socialLinks.facebook' → 'facebook'). Returned from onSubmit, react-final-form shows them inline.
 */
export function submitErrors(details: Record<string, string> | null): Record<string, string> | undefined {
  if (!details) return undefined;
  return Object.fromEntries(Object.entries(details).map(([key, message]) => [key.split('.').pop() ?? key, message]));
}

/**
 * The server's refusal of the item as a whole (a conflict other than a stale version, e.g. a set
 * overlapping another on its stage), until the next edit: a field group shows it next to the
 * fields it is about. Inside a form of EntityFormDialog, which returns it as the form's error.
 */
export function useFormError(): string | undefined {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  return dirtySinceLastSubmit ? undefined : (submitError as string | undefined);
}
