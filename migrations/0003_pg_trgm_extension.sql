-- Trigram indexes serve the admin user search (ILIKE on username, email and full name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
