"""Remote play by links: two to five devices, no server, secret cards kept secret."""
