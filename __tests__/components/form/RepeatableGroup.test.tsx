import { screen } from '@testing-library/react'
import { RepeatableGroup } from '../../../src/components/form/RepeatableGroup'
import { TextField } from '../../../src/components/form/TextField'
import { renderForm } from './renderForm'

interface Student {
  firstName: string
  lastName: string
}
const newStudent = (): Student => ({ firstName: '', lastName: '' })

function renderStudents(students: Student[], min?: number) {
  return renderForm(
    <RepeatableGroup<Student>
      name="students"
      newItem={newStudent}
      addLabel="Dodaj ucznia"
      min={min}
      itemLabel={(index) => `ucznia ${index + 1}`}
    >
      {(index) => (
        <>
          <TextField name={`students.${index}.firstName`} label={`Imię ucznia ${index + 1}`} />
          <TextField name={`students.${index}.lastName`} label={`Nazwisko ucznia ${index + 1}`} />
        </>
      )}
    </RepeatableGroup>,
    { initialValues: { students } },
  )
}

const removeButtons = () => screen.queryAllByRole('button', { name: /^Usuń/ })

describe('RepeatableGroup', () => {
  it('renders the item template once per entry, with formulate- ids by path', () => {
    renderStudents([newStudent(), { firstName: 'Ola', lastName: 'Nowak' }])
    expect(screen.getByLabelText('Imię ucznia 1')).toHaveValue('')
    expect(screen.getByLabelText('Imię ucznia 2')).toHaveValue('Ola')
    expect(screen.getByLabelText('Imię ucznia 2')).toHaveAttribute(
      'id',
      'formulate-students-1-firstName',
    )
  })

  it('disables the remove buttons at the minimum count', () => {
    renderStudents([newStudent()], 1)
    expect(screen.getByRole('button', { name: 'Usuń ucznia 1' })).toBeDisabled()
  })

  it('allows removing down to 0 by default', async () => {
    const { user, values } = renderStudents([newStudent()])
    await user.click(screen.getByRole('button', { name: 'Usuń ucznia 1' }))
    expect(values().students).toEqual([])
    expect(removeButtons()).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Dodaj ucznia' })).toHaveFocus()
  })

  it('removes the chosen item, and disables remove again on reaching the minimum', async () => {
    const { user, values } = renderStudents([newStudent(), { firstName: 'Ola', lastName: '' }], 1)
    expect(removeButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
    ])
    await user.click(screen.getByRole('button', { name: 'Usuń ucznia 1' }))
    expect(values().students).toEqual([{ firstName: 'Ola', lastName: '' }])
    expect(screen.getByRole('button', { name: 'Usuń ucznia 1' })).toBeDisabled()
  })

  it('appends a new item from newItem() and moves focus to its first field', async () => {
    const { user, values } = renderStudents([{ firstName: 'Ola', lastName: 'Nowak' }], 1)
    await user.click(screen.getByRole('button', { name: 'Dodaj ucznia' }))
    expect(values().students).toEqual([{ firstName: 'Ola', lastName: 'Nowak' }, newStudent()])
    expect(screen.getByLabelText('Imię ucznia 2')).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Usuń ucznia 1' })).toBeEnabled()
  })

  it('has no maximum', async () => {
    const { user, values } = renderStudents([])
    const add = screen.getByRole('button', { name: 'Dodaj ucznia' })
    for (let i = 0; i < 12; i += 1) await user.click(add)
    expect(values().students).toHaveLength(12)
    expect(add).toBeEnabled()
  })
})
