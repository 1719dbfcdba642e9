import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useControlField } from './useFramedField'

export interface DateFieldProps extends FieldBaseProps {
  /** ISO dates (YYYY-MM-DD), as SPEC.md §3 gives the birth date's range. */
  min?: string
  max?: string
}

/** The browser's own date picker; the value is an ISO date string, '' when empty. */
export function DateField({ min, max, ...base }: DateFieldProps) {
  const { frameProps, controlProps } = useControlField(base)
  return (
    <FieldFrame {...frameProps}>
      <input {...controlProps} type="date" min={min} max={max} />
    </FieldFrame>
  )
}
