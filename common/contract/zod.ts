import { z } from 'zod';

// Validation messages in Indonesian everywhere the contract is used (server, main, renderer).
z.config(z.locales.id());

export { z };
