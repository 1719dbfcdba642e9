// The staff accounts' API: /api/gazda/staff, the list, a new account and an account's changes.
import type { AccountChanges, NewAccount } from '../../domain/staffAccounts'
import { onSuccess, staffApi } from '../query/staffApi'
import type { StaffAccount } from '../types'

export const ACCOUNTS_API = '/api/gazda/staff'

export const accountsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    accounts: build.query<StaffAccount[], void>({
      query: () => ACCOUNTS_API,
      providesTags: ['Account'],
    }),
    addAccount: build.mutation<StaffAccount, NewAccount>({
      query: (body) => ({ url: ACCOUNTS_API, method: 'POST', body }),
      invalidatesTags: onSuccess('Account', 'Audit'),
    }),
    changeAccount: build.mutation<unknown, { id: number; changes: AccountChanges }>({
      query: ({ id, changes }) => ({
        url: `${ACCOUNTS_API}/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: onSuccess('Account', 'Audit'),
    }),
  }),
})

export const { useAccountsQuery, useAddAccountMutation, useChangeAccountMutation } = accountsApi
