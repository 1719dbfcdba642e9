// Staff accounts as GET /api/gazda/staff lists them, for the accounts view's tests.
export const ADMIN_AND_EDITOR = [
  {
    id: 1,
    email: 'anna@szkola.org',
    name: 'Anna',
    role: 'admin',
    disabled: false,
    createdAt: '2026-01-01T12:00:00.000Z',
  },
  {
    id: 2,
    email: 'ewa@szkola.org',
    name: 'Ewa',
    role: 'editor',
    disabled: false,
    createdAt: '2026-02-01T12:00:00.000Z',
  },
]
