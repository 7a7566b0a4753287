-- Product name search is a substring match (name__icontains); trigram indexes serve it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
