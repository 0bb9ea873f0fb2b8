import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and Blueprint with it) loads only when asked for: the login page stays small.
const RegisterDialog = lazy(async () => {
  const [{ RegisterDialog: Dialog }, { BlueprintRoot }] = await Promise.all([
    import('@/screens/login/register-dialog'),
    import('@/components/blueprint-root'),
  ]);
  return {
    default: (props: { isOpen: boolean; onClose: () => void; tenantId?: string; oauthId?: string }) => (
      <BlueprintRoot>
        <Dialog {...props} />
      </BlueprintRoot>
    ),
  };
});

/**
 * 账号注册 from the login page: the registration dialog of spec 000 §2, with the tenant when the domain gives it.
 * After a third-party sign-in the server knows no account for (`oauthId`), it opens by itself and binds the new
 * account to that identity.
 */
export function RegisterLink({ tenantId, oauthId }: { tenantId: string | null; oauthId?: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // each new identity the server names opens the dialog once
  const [offered, setOffered] = useState<string | undefined>(undefined);
  if (oauthId && oauthId !== offered) {
    setOffered(oauthId);
    setOpen(true);
  }
  return (
    <>
      <button type="button" className="fc-login-link" onClick={() => setOpen(true)}>
        {t('shellExtra:register.title')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RegisterDialog
            isOpen={open}
            onClose={() => setOpen(false)}
            {...(tenantId ? { tenantId } : {})}
            {...(offered ? { oauthId: offered } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
