import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMessageTime, MessageThread } from './message-thread';

describe('MessageThread', () => {
  it('lists the messages oldest first with author, company, time in UTC and the line pointed at', () => {
    render(
      <MessageThread
        label="Messages with Northside Lumber"
        messages={[
          { id: 'a', author: 'Dana Builder', company: 'Summit Builders', sentAt: '2026-11-21T09:30:00.000Z', body: 'Before 7 am?', about: 'CDX Plywood', isOwn: true },
          { id: 'b', author: 'Sam Supplier', company: 'Northside Lumber', sentAt: '2026-11-21T22:05:00.000Z', body: 'Yes.', addressee: 'From Northside Lumber' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Messages with Northside Lumber' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dana BuilderSummit BuildersNov 21, 2026, 9:30 AM UTCAbout: CDX PlywoodBefore 7 am?',
      'Sam SupplierNorthside LumberNov 21, 2026, 10:05 PM UTCFrom Northside LumberYes.',
    ]);
    expect(items[0]).toHaveClass('mk-message-thread__message--own');
    expect(items[1]).not.toHaveClass('mk-message-thread__message--own');
    expect(within(items[0]!).getByText('Nov 21, 2026, 9:30 AM UTC')).toHaveAttribute('dateTime', '2026-11-21T09:30:00.000Z');
  });

  it('keeps the line breaks of a message in paragraphs', () => {
    render(<MessageThread label="Messages" messages={[{ id: 'a', author: 'Sam Supplier', company: 'Northside Lumber', sentAt: '2026-11-21T09:30:00.000Z', body: 'Two drops:\n\n1. Monday\n2. Friday' }]} />);
    const body = within(screen.getByRole('listitem')).getByText(/Two drops/);
    expect(body).toHaveClass('mk-message-thread__body');
    expect(body.textContent).toBe('Two drops:\n\n1. Monday\n2. Friday');
  });

  it('says so when there is nothing yet', () => {
    render(<MessageThread label="Messages" messages={[]} emptyTitle="Nothing written yet" emptyDescription="Ask about a line." emptyTitleLevel={4} />);
    expect(screen.getByRole('group', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Nothing written yet' })).toBeInTheDocument();
    expect(screen.getByText('Ask about a line.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('writes a moment in UTC, and nothing for what is no moment', () => {
    expect(formatMessageTime('2026-03-08T23:59:00Z')).toBe('Mar 8, 2026, 11:59 PM UTC');
    expect(formatMessageTime('2026-07-01T00:00:00+02:00')).toBe('Jun 30, 2026, 10:00 PM UTC');
    expect(formatMessageTime('yesterday')).toBeNull();
  });
});
