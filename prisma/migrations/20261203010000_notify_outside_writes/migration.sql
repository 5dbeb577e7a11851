-- Writes made outside the gateway (psql, a script, another program) tell the gateways which table
-- they changed, so the read cache (gateway/readCache.ts) drops what they change at once rather than
-- after an expiry. Each statement that changes a table sends its name on the channel
-- "cyberlab_outside_writes", at commit (gateway/outsideWrites.ts listens). The gateway's own
-- connections set cyberlab.writes_signalled (schema/db/database.ts): it signals its writes itself,
-- finer (per category, row and order), and they send nothing here.
-- Every table has the trigger: a table added later needs it in its migration
-- (gateway/__tests__/outsideWrites.int.test.ts checks each one).
CREATE FUNCTION "notify_outside_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('cyberlab.writes_signalled', true), '') <> 'on' THEN
    PERFORM pg_notify('cyberlab_outside_writes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_outside_write"()',
      name || '_outside_write', name);
  END LOOP;
END
$$;
