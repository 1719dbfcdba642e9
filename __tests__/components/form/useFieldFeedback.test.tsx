import { screen } from '@testing-library/react'
import * as yup from 'yup'
import { FieldPathContext, SelectField, TextField } from '../../../src/components/form'
import { toSchemaPath } from '../../../src/domain/enrollment'
import { renderForm } from './renderForm'

// SPEC.md §3 names a student's inputs `student-{index}-{key}`; Formik keeps the students as a list.
function renderStudent() {
  return renderForm(
    <FieldPathContext.Provider value={toSchemaPath}>
      <TextField name="student-1-firstName" label="Imię" />
      <SelectField
        name="student-1-level"
        label="Klasa"
        options={[{ value: 'klasa-3', label: 'Klasa 3' }]}
      />
    </FieldPathContext.Provider>,
    {
      initialValues: {
        students: [
          { firstName: '', level: '' },
          { firstName: '', level: '' },
        ],
      },
      validationSchema: yup.object({
        students: yup.array(yup.object({ firstName: yup.string().required('Imię jest wymagane') })),
      }),
    },
  )
}

describe('a field named otherwise than its Formik path', () => {
  it('carries the spec’s name and id, formulate-student-1-firstName', () => {
    renderStudent()
    const input = screen.getByLabelText('Imię')
    expect(input).toHaveAttribute('name', 'student-1-firstName')
    expect(input).toHaveAttribute('id', 'formulate-student-1-firstName')
  })

  it('keeps what is typed and chosen under the path of the student', async () => {
    const { user, values } = renderStudent()
    await user.type(screen.getByLabelText('Imię'), 'Ola')
    await user.selectOptions(screen.getByLabelText('Klasa'), 'klasa-3')
    expect(values().students[1]).toEqual({ firstName: 'Ola', level: 'klasa-3' })
    expect(values().students[0]).toEqual({ firstName: '', level: '' })
  })

  it('shows the path’s error on blur, described by the spec-named id', async () => {
    const { user } = renderStudent()
    await user.click(screen.getByLabelText('Imię'))
    await user.tab()
    const message = await screen.findByText('Imię jest wymagane')
    expect(message.parentElement).toHaveAttribute('id', 'formulate-student-1-firstName-errors')
    expect(screen.getByLabelText('Imię')).toHaveAttribute(
      'aria-describedby',
      'formulate-student-1-firstName-errors',
    )
  })
})
