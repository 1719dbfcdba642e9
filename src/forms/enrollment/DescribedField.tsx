// One enrolment field as its description (src/domain/enrollment/fields.ts) asks for it: the input,
// its label, hint, limits and autocomplete. Classes and shifts take their choices from the school.
import {
  CheckboxField,
  DateField,
  RadioGroup,
  SelectField,
  TextareaField,
  TextField,
  type SelectOption,
} from '../../components/form'
import { CHECKED, formatPhone, type FieldDescription } from '../../domain/enrollment'

export interface DescribedFieldProps {
  name: string
  field: FieldDescription
  /** The choices of a select without a fixed list (classes, shifts). */
  choices?: readonly SelectOption[]
}

export function DescribedField({ name, field, choices }: DescribedFieldProps) {
  const common = { name, label: field.label, hint: field.hint, required: field.required }
  switch (field.input) {
    case 'date':
      return <DateField {...common} min={field.earliest} max={field.latest} />
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options ?? choices ?? []}
          autoComplete={field.autoComplete}
        />
      )
    case 'checkbox':
      return <CheckboxField {...common} checkedValue={CHECKED} />
    case 'radio':
      return <RadioGroup {...common} options={field.options ?? choices ?? []} />
    case 'textarea':
      return (
        <TextareaField
          {...common}
          rows={field.rows}
          placeholder={field.placeholder}
          maxLength={field.max}
        />
      )
    default:
      return (
        <TextField
          {...common}
          type={field.input}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          formatOnBlur={field.input === 'tel' ? formatPhone : undefined}
          maxLength={field.max ?? field.length}
          placeholder={field.placeholder}
        />
      )
  }
}
