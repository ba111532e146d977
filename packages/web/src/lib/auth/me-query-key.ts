/** The signed-in user's query key, on its own so that code refreshing it need not load the API client. */
export const meQueryKey = ['auth', 'me'] as const;
