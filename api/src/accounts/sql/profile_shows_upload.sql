-- Whether an account's profile shows the uploaded file at `address` as its picture: media keeps
-- it when it sweeps unused uploads, and asks this rather than the table.
CREATE OR REPLACE FUNCTION profile_shows_upload(address text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM users WHERE users.profile_image_url = address)
$$
