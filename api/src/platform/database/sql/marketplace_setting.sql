-- A marketplace setting's value (`marketplace_settings`, written from the configuration at start
-- or by an administrator), or null when it is not set: how the domains' SQL reads them.
CREATE OR REPLACE FUNCTION marketplace_setting(setting text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT value FROM marketplace_settings WHERE name = setting
$$
