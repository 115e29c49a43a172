import { test as setup } from '@playwright/test';
import { signIn } from '../helpers/e2e-admin';
import { ADMIN_STATE } from './pages';

/** Signs the owner in once; every admin screenshot starts from this session. */
setup('sign in as the owner', async ({ page }) => {
  await signIn(page);
  await page.context().storageState({ path: ADMIN_STATE });
});
