import { apiError } from '../../errors'

// The lists' query (page, search) and its page are part of the contract: src/domain/api/lists.ts.

export const notFound = () => apiError(404, 'NOT_FOUND', 'Nie znaleziono.')
