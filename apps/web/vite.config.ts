import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      // @mall/shared builds its zod schemas at module level; the storefront bundle only needs its plain helpers
      // (enums, money, messages, rules), so unused schema constructions are dropped and zod stays out.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]api[\\/]/, sideEffects: false }],
      },
    },
  },
});
