import { Card, Skeleton } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetDeliveryProjectQuery, type DeliveryProject } from '../../api/checkout-api';

/** Props of {@link DeliveryDetails}. */
export interface DeliveryDetailsProps {
  projectId: string;
}

function Details({ project }: { project: DeliveryProject }): ReactElement {
  const contact = [project.siteContactName, project.siteContactPhone].filter(Boolean);
  return (
    <dl className="mk-delivery-details">
      <div>
        <dt>Delivery address</dt>
        <dd>
          <address>
            {project.name}
            <br />
            {project.street}
            <br />
            {`${project.city}, ${project.state} ${project.postalCode}`}
          </address>
        </dd>
      </div>
      <div>
        <dt>Site contact</dt>
        <dd>
          {contact.length > 0 ? (
            <>
              {project.siteContactName}
              {project.siteContactPhone ? (
                <>
                  {project.siteContactName ? ', ' : null}
                  <a href={`tel:${project.siteContactPhone.replace(/[^\d+]/g, '')}`}>{project.siteContactPhone}</a>
                </>
              ) : null}
            </>
          ) : (
            'None given: suppliers call you. Add a site contact on the project so drivers reach someone at the site.'
          )}
        </dd>
      </div>
      {project.deliveryInstructions ? (
        <div>
          <dt>Delivery instructions</dt>
          <dd>{project.deliveryInstructions}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Where every purchase order of this checkout is delivered, and who meets the driver: the
 * selected project's address and site contact, so the builder checks them before paying.
 */
export function DeliveryDetails({ projectId }: DeliveryDetailsProps): ReactElement | null {
  const project = useGetDeliveryProjectQuery(projectId);
  let body: ReactElement;
  if (project.isError) body = <p>We could not load the project’s address. It is on the project page.</p>;
  else if (project.isLoading) body = <Skeleton variant="text" count={3} />;
  else if (!project.data) body = <p>This project is no longer available. Choose another one in the project picker.</p>;
  else body = <Details project={project.data} />;
  return (
    <Card title="Delivery" className="mk-delivery">
      {body}
    </Card>
  );
}
