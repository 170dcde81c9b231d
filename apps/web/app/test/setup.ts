import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s (default 1 s): a loaded CI machine runs every suite at once
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
