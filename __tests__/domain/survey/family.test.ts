import { familyName, surveyFamily } from '../../../src/domain/survey/family'

describe('which family answered a survey', () => {
  it('names the contact e-mail first, then the parents’ ones, each once whatever its case', () => {
    expect(
      surveyFamily({
        motherEmail: 'Mama@Example.com',
        fatherEmail: 'tata@example.com',
        contactEmail: ' mama@example.com ',
      }),
    ).toBe('mama@example.com, tata@example.com')
  })

  it('is empty when the parent gave no e-mail', () => {
    expect(surveyFamily({ mode: 'kontynuacja', contactEmail: '  ' })).toBe('')
  })
})

describe('an enrolment’s family by name', () => {
  it('is the parents’ surnames, each once', () => {
    expect(familyName({ motherLastName: 'Nowak', fatherLastName: 'Nowak' })).toBe('Nowak')
    expect(familyName({ motherLastName: 'Kowalska', fatherLastName: 'Nowak ' })).toBe(
      'Kowalska / Nowak',
    )
    expect(familyName({ motherLastName: '', fatherLastName: 'Gęśl' })).toBe('Gęśl')
  })
})
