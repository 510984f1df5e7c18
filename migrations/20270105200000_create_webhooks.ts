import type { Knex } from 'knex';
import { wallTenantTables } from './tenantWall';

/**
 * Signed webhooks (issue 35): a tenant's endpoints, the events that happened (written in the
 * transaction of the change they report), one delivery per event and endpoint (its retry
 * schedule) and every attempt of it, kept for the console's log and replay.
 */
export async function up(knex: Knex): Promise<void> {
  const company = (t: Knex.CreateTableBuilder) =>
    t
      .string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.string('id', 36).primary();
    company(t);
    t.string('url', 2048).notNullable();
    t.string('description', 255).notNullable().defaultTo('');
    // The event types it receives, as a JSON array.
    t.text('event_types').notNullable();
    t.boolean('is_enabled').notNullable().defaultTo(true);
    // `whsec_` and base64 (Standard Webhooks); never answered after it was shown once.
    t.string('secret', 80).notNullable();
    // The secret a rotation replaced: deliveries carry its signature too until `previous_until`.
    t.string('previous_secret', 80).nullable();
    t.timestamp('previous_until', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'created_at']);
  });
  await knex.schema.createTable('webhook_events', (t) => {
    t.string('id', 36).primary();
    company(t);
    t.string('type', 64).notNullable();
    // The `data` of the delivered body, as JSON.
    t.text('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.string('id', 36).primary();
    company(t);
    t.string('endpoint_id', 36)
      .notNullable()
      .references('id')
      .inTable('webhook_endpoints')
      .onDelete('CASCADE');
    t.string('event_id', 36)
      .notNullable()
      .references('id')
      .inTable('webhook_events')
      .onDelete('CASCADE');
    t.string('event_type', 64).notNullable();
    // PENDING (queued or waiting for its next try), SUCCEEDED, FAILED (tries used up).
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    // When the sweep may send it next; a sending process leases it by moving this forward.
    t.timestamp('next_attempt_at', { useTz: true }).nullable();
    t.integer('last_response_status').nullable();
    // The delivery this one replays (an admin's replay is a delivery of its own).
    t.string('replay_of', 36).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'next_attempt_at']);
    t.index(['endpoint_id', 'created_at']);
    t.index(['company_id', 'created_at']);
  });
  await knex.schema.createTable('webhook_attempts', (t) => {
    t.string('id', 36).primary();
    company(t);
    t.string('delivery_id', 36)
      .notNullable()
      .references('id')
      .inTable('webhook_deliveries')
      .onDelete('CASCADE');
    t.integer('number').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable();
    t.integer('response_status').nullable();
    // Why no answer came (refused address, timeout), or the answer's first bytes.
    t.string('error', 255).nullable();
    t.string('response_body', 1024).nullable();
    t.integer('duration_ms').notNullable();
    t.index(['delivery_id', 'number']);
  });
  await wallTenantTables(knex);
}

/** A dropped table takes its row-level security policy with it. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_attempts');
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_events');
  await knex.schema.dropTable('webhook_endpoints');
}
