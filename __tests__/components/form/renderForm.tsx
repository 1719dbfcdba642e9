// Renders fields inside a real Formik form, and reads back its values and status.
import { Form, Formik, useFormikContext, type FormikConfig, type FormikContextType } from 'formik'
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyObject, ObjectSchema } from 'yup'

interface Options<V> {
  initialValues: V
  validationSchema?: ObjectSchema<AnyObject>
  onSubmit?: FormikConfig<V>['onSubmit']
  /** For fake timers: user-event must advance them while it waits. */
  advanceTimers?: (ms: number) => void
}

export function renderForm<V extends object>(fields: ReactNode, options: Options<V>) {
  const formik: { current?: FormikContextType<V> } = {}
  function Probe() {
    formik.current = useFormikContext<V>()
    return null
  }
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  )
  render(
    <Formik
      initialValues={options.initialValues}
      validationSchema={options.validationSchema}
      onSubmit={options.onSubmit ?? (() => undefined)}
    >
      <Form noValidate>
        {fields}
        <Probe />
      </Form>
    </Formik>,
  )
  const current = () => {
    if (!formik.current) throw new Error('The form did not render.')
    return formik.current
  }
  return { user, values: () => current().values, formik: current }
}
