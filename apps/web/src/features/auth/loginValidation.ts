// The login form's checks: zod and the domain's field rules (about 28 KiB gz) are not needed for the
// first paint of /login, the page most visits start on, so LoginPage loads this module right after it.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@examensportal/domain/schemas/auth';

export const loginResolver = zodResolver(loginFormSchema);
