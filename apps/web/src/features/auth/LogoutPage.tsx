import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { paths } from '../../app/paths';
import { logoutUser } from '../../app/slices/auth';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { toast } from '../../lib/toast';

/** Spec §2 /logout: end the session (server and tab), say so, go to /login. */
export default function LogoutPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effect run.
    if (started.current) return;
    started.current = true;
    void dispatch(logoutUser()).then(() => {
      toast.info(messages.auth.abgemeldet);
      void navigate(paths.login.href, { replace: true });
    });
  }, [dispatch, navigate]);

  return <Page title={title} />;
}
