import { describeColdRoutes, isDepositRoute } from '@test/support/coldRoutes';

// The deposit area's routes opened cold for every sandbox player (test/support/coldRoutes.ts says what is checked).
describeColdRoutes(isDepositRoute);
