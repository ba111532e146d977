// Use cases: they orchestrate the ports; the server's handlers call them.
export const USE_CASES = 'use-cases';
