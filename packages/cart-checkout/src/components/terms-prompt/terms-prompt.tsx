import { errorMessage } from '@marketplace/api-client';
import { useUpdateTosMutation } from '@marketplace/auth';
import { Button, Card, Checkbox, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';

/** The marketplace terms of service, a public page of the app (readable signed in or out). */
export const TERMS_HREF = '/terms';

/**
 * Asked before the first checkout (PRODUCT.md "Terms of service"): the builder accepts the
 * marketplace terms once (POST api/users/update_tos/), then pays.
 */
export function TermsPrompt(): ReactElement {
  const flash = useFlash();
  const [accepted, setAccepted] = useState(false);
  const [updateTos, { isLoading }] = useUpdateTosMutation();

  async function accept() {
    flash.clear();
    try {
      await updateTos().unwrap();
      flash.success('Thank you for accepting the terms of service.');
    } catch (failure) {
      flash.error(errorMessage(failure, 'We could not record your acceptance. Please try again.'));
    }
  }

  return (
    <Card className="mk-terms-prompt">
      <h2>Terms of service</h2>
      <p>
        Before your first order, please accept the marketplace terms of service: they cover payment, delivery to your jobsites and
        how suppliers confirm your purchase orders.{' '}
        {/* A new tab, so reading the terms never loses the checkout. */}
        <Link to={TERMS_HREF} target="_blank" rel="noopener">
          Read the terms of service (opens in a new tab)
        </Link>
      </p>
      <Checkbox isSelected={accepted} onChange={setAccepted}>
        I have read and accept the marketplace terms of service.
      </Checkbox>
      <Button isDisabled={!accepted} isLoading={isLoading} loadingLabel="Saving" onPress={() => void accept()}>
        Accept and continue
      </Button>
    </Card>
  );
}
