import { Form, Formik } from 'formik'
import { navigate } from 'gatsby'
import { object, string } from 'yup'
import { yupTest } from '../domain/formRules'
import { FormErrorSummary, SubmitButton, TextField } from '../components/form'
import { login } from '../state/authSlice'
import { useAppDispatch } from '../state/hooks'
import { logIn } from './api'
import { InputField } from './InputField'
import { useStaff } from './session'
import { LOGIN, SESSION_EXPIRED_MESSAGE } from './text'
import * as styles from './Staff.module.css'

interface LoginValues {
  email: string
  password: string
}

/**
 * The form library's rules (SPEC.md §5, src/domain/formRules) by name, with its Polish messages:
 * 'Proszę podać poprawny adres email.', 'Hasło jest wymagane.'. "E-mail" takes the masculine
 * 'wymagany', which the library's one 'wymagane.' cannot say.
 */
const loginSchema = object({
  email: string()
    .trim()
    .required(LOGIN.emailRequired)
    .test(yupTest('email', [], { name: LOGIN.email })),
  password: string().test(yupTest('required', [], { name: LOGIN.password })),
})

/** /gazda/ without a valid token: e-mail and password; the server's message on 401 and 429. */
export function Login({ expired }: { expired: boolean }) {
  const dispatch = useAppDispatch()
  const { returnTo } = useStaff()
  return (
    <div className={styles.login}>
      {expired && (
        <p role="alert" className={styles.notice}>
          {SESSION_EXPIRED_MESSAGE}
        </p>
      )}
      <Formik<LoginValues>
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined)
          const outcome = await logIn(values.email.trim(), values.password)
          if (!outcome.ok) {
            helpers.setStatus({ formErrors: [outcome.message] })
            return
          }
          const { token, user } = outcome.answer
          const { name, email, role, classes } = user
          dispatch(login({ jwt: token, name, email, role, ...(classes ? { classes } : {}) }))
          const back = returnTo.current
          returnTo.current = null
          if (back && back !== window.location.pathname) void navigate(back, { replace: true })
        }}
      >
        <Form noValidate className={styles.loginForm}>
          <FormErrorSummary title={LOGIN.failed} />
          <TextField
            name="email"
            type="email"
            label={LOGIN.email}
            autoComplete="username"
            required
          />
          <InputField
            name="password"
            type="password"
            label={LOGIN.password}
            autoComplete="current-password"
            required
          />
          <SubmitButton label={LOGIN.submit} />
        </Form>
      </Formik>
    </div>
  )
}
