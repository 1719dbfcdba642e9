import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import formsText from '../../domain/i18n/compiled/forms'
import { useText } from '../../i18n/useText'
import { useControlField } from './useFramedField'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[]
  /** The first, empty option; "Wybierz…" unless told otherwise. */
  placeholder?: string
  /** The autofill token: `address-level1` for a state. */
  autoComplete?: string
}

/** A select's options after its first: one per choice, its label shown, its value sent. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}

export function SelectField({ options, placeholder, autoComplete, ...base }: SelectFieldProps) {
  const { frameProps, controlProps } = useControlField(base)
  const t = useText(formsText)
  return (
    <FieldFrame {...frameProps}>
      <select {...controlProps} autoComplete={autoComplete}>
        {/* Left selectable, so that "no answer" stays a value a schema can name as missing. */}
        <option value="">{placeholder ?? t('selectPlaceholder')}</option>
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  )
}
