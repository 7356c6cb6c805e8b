import { errorMessage, toApiError } from '@marketplace/api-client';
import { useUpdateTosMutation } from '@marketplace/auth';
import { Button, Card, Checkbox, showFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';

/**
 * Asked before the first checkout (PRODUCT.md "Terms of service"): the builder accepts the
 * marketplace terms once (POST api/users/update_tos/), then pays.
 */
export function TermsPrompt(): ReactElement {
  const dispatch = useDispatch();
  const [accepted, setAccepted] = useState(false);
  const [updateTos, { isLoading }] = useUpdateTosMutation();

  async function accept() {
    try {
      await updateTos().unwrap();
      dispatch(showFlash({ message: 'Thank you for accepting the terms of service.', level: 'success' }));
    } catch (failure) {
      dispatch(showFlash({ message: errorMessage(toApiError(failure), 'We could not record your acceptance. Please try again.'), level: 'error' }));
    }
  }

  return (
    <Card className="mk-terms-prompt">
      <h2>Terms of service</h2>
      <p>
        Before your first order, please accept the marketplace terms of service: they cover payment, delivery to your jobsites and
        how suppliers confirm your purchase orders.
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
