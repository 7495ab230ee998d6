import '@testing-library/jest-dom';
import { installConsoleGuard } from '@test/support/console';

// A passing test prints nothing: a console line the test does not claim with expectConsole fails it
// (docs/testing.md, "Console output").
installConsoleGuard();
